final class ___VARIABLE_sceneName___Router {
    func route() {}
}
