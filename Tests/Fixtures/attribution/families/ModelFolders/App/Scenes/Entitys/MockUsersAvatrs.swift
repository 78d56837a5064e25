struct MockUsersAvatrs {
    static let all = ["a", "b"]
}
