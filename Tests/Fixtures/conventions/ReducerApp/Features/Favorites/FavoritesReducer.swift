struct FavoritesReducer: Reducer {
    struct State {}
}
