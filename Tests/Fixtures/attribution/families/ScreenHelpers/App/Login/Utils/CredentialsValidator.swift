struct CredentialsValidator {
    func isValid(_ password: String) -> Bool { password.count >= 8 }
}
