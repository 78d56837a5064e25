final class LoadingView: UIView {}
