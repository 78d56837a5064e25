import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// REST calls on one resource collection (`/api/players`, `/api/gathers`, …): create, list,
/// update and delete, with the status rules of the app's server.
///
/// Every call builds its request from `requestFactory` afresh; nothing is written back into the
/// service, so a stored service can be reused. (The original's `update`/`delete` were
/// `mutating` and appended `/{id}` to the stored path on every call.)
public protocol NetworkService: Sendable {
    /// Answers the requests.
    var session: any NetworkSession { get }
    /// Builds requests for the collection's endpoint.
    var requestFactory: any URLRequestFactory { get }
    /// How results reach the main-actor completion.
    var delivery: ResultDelivery { get }
}

extension NetworkService {
    /// POSTs `resource` as JSON; succeeds with the id from the `Location` header of a 201.
    public func create<Resource: Encodable>(
        _ resource: Resource, completion: @escaping ServiceCompletion<ResourceID>
    ) {
        send("POST", body: resource, completion: completion) { _, response in
            guard response?.httpStatusCode == HTTPStatus.created else {
                throw ServiceError.unexpectedResponse
            }
            return try Self.resourceID(fromLocationOf: response)
        }
    }

    /// GETs the collection and decodes it as `[Resource]` (the status code is not checked, as in
    /// the original; an empty body is an unexpected response).
    public func get<Resource: Decodable & Sendable>(
        _ resourceType: Resource.Type = Resource.self,
        completion: @escaping ServiceCompletion<[Resource]>
    ) {
        send("GET", completion: completion) { data, _ in try Self.decodeList(data) }
    }

    /// PUTs `resource` to `path/{id}`; succeeds with true on 204.
    public func update<Resource: Encodable>(
        _ resource: Resource, resourceID: ResourceID, completion: @escaping ServiceCompletion<Bool>
    ) {
        send(
            "PUT", to: requestFactory.endpoint.appendingPathComponent(resourceID.description),
            body: resource,
            completion: completion, decode: Self.expectNoContent)
    }

    /// DELETEs `path/{id}`; succeeds with true on 204.
    public func delete(withID resourceID: ResourceID, completion: @escaping ServiceCompletion<Bool>)
    {
        send(
            "DELETE", to: requestFactory.endpoint.appendingPathComponent(resourceID.description),
            completion: completion, decode: Self.expectNoContent)
    }

    /// Builds a request (to `endpoint`, by default the collection's, with an optional JSON body),
    /// sends it and turns the answer into a result: a transport error fails as is, else `decode`
    /// judges the data and response. Every call of every service goes through here.
    func send<Value: Sendable>(
        _ method: String, to endpoint: Endpoint? = nil, body: (any Encodable)? = nil,
        completion: @escaping ServiceCompletion<Value>,
        decode: @escaping @Sendable (Data?, URLResponse?) throws -> Value
    ) {
        var request = requestFactory.with(endpoint: endpoint ?? requestFactory.endpoint)
            .makeURLRequest()
        request.httpMethod = method
        if let body {
            guard let encoded = try? JSONEncoder().encode(body) else {
                return delivery.deliver(.failure(ServiceError.invalidRequestData), to: completion)
            }
            request.httpBody = encoded
        }
        let delivery = self.delivery
        session.loadData(from: request) { data, response, error in
            let result: Result<Value, any Error>
            if let error {
                result = .failure(error)
            } else {
                result = Result { try decode(data, response) }
            }
            delivery.deliver(result, to: completion)
        }
    }

    /// Decodes a JSON array; no body or an empty one is an unexpected response.
    static func decodeList<Resource: Decodable>(_ data: Data?) throws -> [Resource] {
        guard let data, !data.isEmpty else { throw ServiceError.unexpectedResponse }
        return try JSONDecoder().decode([Resource].self, from: data)
    }

    @Sendable static func expectNoContent(_ data: Data?, _ response: URLResponse?) throws -> Bool {
        guard response?.httpStatusCode == HTTPStatus.noContent else {
            throw ServiceError.unexpectedResponse
        }
        return true
    }

    static func resourceID(fromLocationOf response: URLResponse?) throws -> ResourceID {
        guard let location = (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Location")
        else {
            throw ServiceError.locationHeaderNotFound
        }
        guard let lastComponent = location.split(separator: "/").last else {
            throw ServiceError.resourceIDNotFound
        }
        guard let resourceID = ResourceID(pathComponent: String(lastComponent)) else {
            throw ServiceError.unexpectedResourceIDType
        }
        return resourceID
    }
}

/// The concrete `NetworkService` for one resource collection.
public struct StandardNetworkService: NetworkService {
    public let session: any NetworkSession
    public let requestFactory: any URLRequestFactory
    public let delivery: ResultDelivery

    /// Creates a service from its parts.
    public init(
        session: any NetworkSession, requestFactory: any URLRequestFactory,
        delivery: ResultDelivery = .mainQueue
    ) {
        self.session = session
        self.requestFactory = requestFactory
        self.delivery = delivery
    }

    /// A service for `resourcePath` on the environment's server, with Bearer auth when
    /// `authenticated` (every endpoint but register and login).
    public init(resourcePath: String, authenticated: Bool = true, environment: ServiceEnvironment) {
        let endpoint = environment.endpoint(path: resourcePath)
        let factory: any URLRequestFactory =
            authenticated
            ? AuthURLRequestFactory(endpoint: endpoint, keychain: environment.keychain)
            : StandardURLRequestFactory(endpoint: endpoint)
        self.init(
            session: environment.session, requestFactory: factory, delivery: environment.delivery)
    }
}
