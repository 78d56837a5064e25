final class PokemonCell: UITableViewCell {}
