final class PokemonListView: BaseView {
    var controller: PokemonListController?
}
