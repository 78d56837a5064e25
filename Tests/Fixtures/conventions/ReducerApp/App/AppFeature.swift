@Reducer
struct AppFeature {
    struct State {}
}
