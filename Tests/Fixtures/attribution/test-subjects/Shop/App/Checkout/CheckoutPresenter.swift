final class CheckoutPresenter {
    private(set) var attempts = 0

    func pay() { attempts += 1 }
    func retry() { pay() }
}
