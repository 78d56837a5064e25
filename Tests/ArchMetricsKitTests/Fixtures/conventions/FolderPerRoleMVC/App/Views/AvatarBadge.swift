final class AvatarBadge: UIView {}
