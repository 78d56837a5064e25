final class PokemonDetailController {}
