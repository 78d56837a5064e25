final class ResetPresenter {
    func reset() {}
}
