struct FavoritesView: View {
    var body: some View { Text("") }
}
