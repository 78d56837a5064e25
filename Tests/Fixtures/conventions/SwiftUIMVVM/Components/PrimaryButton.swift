struct PrimaryButton: View {
    var body: some View { Text("") }
}
