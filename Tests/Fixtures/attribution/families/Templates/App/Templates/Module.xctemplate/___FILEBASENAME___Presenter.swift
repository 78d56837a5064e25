final class ___VARIABLE_moduleName___Presenter {
    func start() {}
}
