struct AvatarPicker: View {
    var body: some View { Text("") }
}
