enum APIRouter {
    case players
}
