protocol Coordinator: AnyObject {}
