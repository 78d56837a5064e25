final class PokemonService {
    func fetch() {}
}
