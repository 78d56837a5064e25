protocol Wireframe: AnyObject {}
