struct FavoriteRow: View {
    var body: some View { Text("") }
}
