enum PokemonListFactory {
    static func make() -> PokemonListView { PokemonListView() }
}
