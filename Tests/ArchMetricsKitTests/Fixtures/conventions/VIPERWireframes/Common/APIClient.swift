final class APIClient {}
