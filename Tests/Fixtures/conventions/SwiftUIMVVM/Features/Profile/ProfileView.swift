struct ProfileView: View {
    @StateObject var model = ProfileViewModel()
    var body: some View { Text("") }
}
