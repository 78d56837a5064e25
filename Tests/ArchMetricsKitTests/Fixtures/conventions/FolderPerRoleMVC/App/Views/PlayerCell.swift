final class PlayerCell: UITableViewCell {}
