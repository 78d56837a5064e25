final class PokemonListAssembler {}
