struct FetchUserUseCase {
    func callAsFunction() {}
}
