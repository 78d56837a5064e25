import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Logs a user in with HTTP Basic auth and keeps the session token in the keychain.
public struct LoginService: Sendable {
    public let session: any NetworkSession
    public let requestFactory: any URLRequestFactory
    public let keychain: FootballGatherKeychain
    public let delivery: ResultDelivery

    /// Creates a service from its parts.
    public init(
        session: any NetworkSession, requestFactory: any URLRequestFactory,
        keychain: FootballGatherKeychain, delivery: ResultDelivery = .mainQueue
    ) {
        self.session = session
        self.requestFactory = requestFactory
        self.keychain = keychain
        self.delivery = delivery
    }

    /// The login service of an environment (`POST /api/users/login`).
    public init(environment: ServiceEnvironment) {
        self.init(
            session: environment.session,
            requestFactory: StandardURLRequestFactory(
                endpoint: environment.endpoint(path: ResourcePath.login)),
            keychain: environment.keychain, delivery: environment.delivery)
    }

    /// POSTs the credentials (password already hashed) as Basic auth; on success stores the
    /// token in the keychain and returns it. An empty body fails with `expectedDataInResponse`,
    /// a body that is not a login response with `unexpectedResponse` (status not checked, as in
    /// the original: the body decides).
    public func login(user: UserRequestModel, completion: @escaping ServiceCompletion<String>) {
        var request = requestFactory.makeURLRequest()
        request.httpMethod = "POST"
        let credentials = Data("\(user.username):\(user.password)".utf8).base64EncodedString()
        request.setValue("Basic \(credentials)", forHTTPHeaderField: "Authorization")
        let keychain = self.keychain
        let delivery = self.delivery
        session.loadData(from: request) { data, _, error in
            let result: Result<String, any Error>
            if let error {
                result = .failure(error)
            } else if let data, !data.isEmpty {
                if let response = try? JSONDecoder().decode(LoginResponseModel.self, from: data) {
                    keychain.token = response.token
                    result = .success(response.token)
                } else {
                    result = .failure(ServiceError.unexpectedResponse)
                }
            } else {
                result = .failure(ServiceError.expectedDataInResponse)
            }
            delivery.deliver(result, to: completion)
        }
    }
}
