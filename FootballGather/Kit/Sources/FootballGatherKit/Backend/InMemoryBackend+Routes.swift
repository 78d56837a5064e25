import Foundation

extension InMemoryBackend {
    /// Answers one request. Must be called with the backend's lock held.
    func route(_ request: BackendRequest) -> BackendAnswer {
        let path = request.pathComponents
        guard path.count >= 2, path[0] == "api" else {
            return .error(HTTPStatus.notFound, "Not Found")
        }
        switch path[1] {
        case "users": return routeUsers(request, remainder: Array(path.dropFirst(2)))
        case "players":
            return authenticated(request) {
                routePlayers(request, owner: $0, remainder: Array(path.dropFirst(2)))
            }
        case "gathers":
            return authenticated(request) {
                routeGathers(request, owner: $0, remainder: Array(path.dropFirst(2)))
            }
        default: return .error(HTTPStatus.notFound, "Not Found")
        }
    }

    private func authenticated(_ request: BackendRequest, handler: (User) -> BackendAnswer)
        -> BackendAnswer
    {
        guard let token = request.bearerToken, let username = usernamesByToken[token],
            let user = usersByName[username]
        else {
            return .error(HTTPStatus.unauthorized, "Unauthorized")
        }
        return handler(user)
    }

    private func routeUsers(_ request: BackendRequest, remainder: [String]) -> BackendAnswer {
        switch (request.method, remainder) {
        case ("POST", []):
            guard let credentials = request.decodedBody(UserRequestModel.self) else {
                return .error(HTTPStatus.badRequest, "Expected {username, password}")
            }
            guard
                let user = createUser(
                    username: credentials.username, passwordHash: credentials.password)
            else {
                return .error(HTTPStatus.conflict, "Username already exists")
            }
            return .created(location: "\(ResourcePath.users)/\(user.id.uuidString)")
        case ("POST", ["login"]):
            guard let credentials = request.basicCredentials,
                let user = usersByName[credentials.username],
                user.passwordHash == credentials.password
            else { return .error(HTTPStatus.unauthorized, "Unauthorized") }
            let token = newToken(for: user.username)
            return .json(LoginResponseModel(id: makeUUID(), token: token, userID: user.id))
        case (_, []), (_, ["login"]):
            return .error(HTTPStatus.methodNotAllowed, "Method Not Allowed")
        default:
            return .error(HTTPStatus.notFound, "Not Found")
        }
    }

    private func routePlayers(_ request: BackendRequest, owner: User, remainder: [String])
        -> BackendAnswer
    {
        switch (request.method, remainder.count) {
        case ("GET", 0):
            return .json(players(ownedBy: owner.id))
        case ("POST", 0):
            guard let model = request.decodedBody(PlayerCreateModel.self) else {
                return .error(HTTPStatus.badRequest, "Expected a player with a name")
            }
            let player = createPlayer(model, owner: owner.id)
            return .created(location: "\(ResourcePath.players)/\(player.id)")
        case ("PUT", 1), ("DELETE", 1), ("GET", 1):
            guard let playerID = Int(remainder[0]), let stored = playersByID[playerID],
                stored.owner == owner.id
            else {
                return .error(HTTPStatus.notFound, "No such player")
            }
            switch request.method {
            case "GET":
                return .json(stored.player)
            case "PUT":
                guard let model = request.decodedBody(PlayerCreateModel.self) else {
                    return .error(HTTPStatus.badRequest, "Expected a player with a name")
                }
                playersByID[playerID] = (
                    owner.id,
                    PlayerResponseModel(
                        id: playerID, name: model.name, age: model.age, skill: model.skill,
                        preferredPosition: model.preferredPosition,
                        favouriteTeam: model.favouriteTeam)
                )
                return .status(HTTPStatus.noContent)
            default:
                playersByID[playerID] = nil
                for gatherID in gathersByID.keys {
                    gathersByID[gatherID]?.members.removeAll { $0.playerID == playerID }
                }
                return .status(HTTPStatus.noContent)
            }
        case (_, 0), (_, 1):
            return .error(HTTPStatus.methodNotAllowed, "Method Not Allowed")
        default:
            return .error(HTTPStatus.notFound, "Not Found")
        }
    }

    private func routeGathers(_ request: BackendRequest, owner: User, remainder: [String])
        -> BackendAnswer
    {
        if remainder.isEmpty {
            switch request.method {
            case "GET":
                return .json(gathers(ownedBy: owner.id))
            case "POST":
                // The app posts `{}`; an empty body is just as good.
                let model = request.decodedBody(GatherCreateModel.self) ?? GatherCreateModel()
                let gather = createGather(model, owner: owner.id)
                return .created(location: "\(ResourcePath.gathers)/\(gather.id.uuidString)")
            default:
                return .error(HTTPStatus.methodNotAllowed, "Method Not Allowed")
            }
        }
        guard let gatherUUID = UUID(uuidString: remainder[0]), let stored = gathersByID[gatherUUID],
            stored.gather.userId == owner.id
        else { return .error(HTTPStatus.notFound, "No such gather") }

        switch (request.method, Array(remainder.dropFirst())) {
        case ("PUT", []):
            guard let model = request.decodedBody(GatherCreateModel.self) else {
                return .error(HTTPStatus.badRequest, "Expected {score, winnerTeam}")
            }
            gathersByID[gatherUUID]?.gather.score = model.score
            gathersByID[gatherUUID]?.gather.winnerTeam = model.winnerTeam
            return .status(HTTPStatus.noContent)
        case ("DELETE", []):
            deleteGather(gatherUUID)
            return .status(HTTPStatus.noContent)
        case ("GET", []):
            return .json(stored.gather)
        case ("GET", ["players"]):
            return .json(members(of: stored))
        case ("POST", let tail) where tail.count == 2 && tail[0] == "players":
            guard let playerID = Int(tail[1]), let player = playersByID[playerID],
                player.owner == owner.id
            else {
                return .error(HTTPStatus.notFound, "No such player")
            }
            let playingTeams = TeamSection.playingTeams.map(\.headerTitle)
            guard let body = request.decodedBody(PlayerGatherTeamModel.self),
                playingTeams.contains(body.team)
            else {
                return .error(HTTPStatus.badRequest, "Expected {team} with one of \(playingTeams)")
            }
            var members = stored.members.filter { $0.playerID != playerID }
            members.append((playerID, body.team))
            gathersByID[gatherUUID]?.members = members
            return .status(HTTPStatus.ok)
        case (_, []), (_, ["players"]):
            return .error(HTTPStatus.methodNotAllowed, "Method Not Allowed")
        default:
            return .error(HTTPStatus.notFound, "Not Found")
        }
    }
}
