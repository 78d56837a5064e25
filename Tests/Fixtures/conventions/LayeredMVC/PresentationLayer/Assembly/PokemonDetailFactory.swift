enum PokemonDetailFactory {}
