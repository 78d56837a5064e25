struct CounterView: View {
    let store: StoreOf<CounterFeature>
    var body: some View { Text("") }
}
