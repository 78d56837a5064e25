final class ProfileViewModel: ObservableObject {}
