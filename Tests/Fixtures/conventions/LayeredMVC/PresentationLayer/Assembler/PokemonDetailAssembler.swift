final class PokemonDetailAssembler {}
