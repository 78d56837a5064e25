final class LoginWireframe: Wireframe {}
