final class PokemonDetailView: BaseView {}
