struct LoginCredentials {
    var user: String
    var password: String
}
