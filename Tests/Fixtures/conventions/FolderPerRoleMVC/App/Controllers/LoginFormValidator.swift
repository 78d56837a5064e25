struct LoginFormValidator {
    func isValid(_ name: String) -> Bool { !name.isEmpty }
}
