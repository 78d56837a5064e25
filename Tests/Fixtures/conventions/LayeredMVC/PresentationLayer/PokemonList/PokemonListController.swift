final class PokemonListController {
    weak var view: PokemonListView?
}
