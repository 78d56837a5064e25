final class SceneDelegate: UIResponder, UIWindowSceneDelegate {}
