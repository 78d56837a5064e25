struct SettingsScreen: View {
    var body: some View { Text("") }
}
