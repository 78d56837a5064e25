protocol LoginViewInterface: AnyObject {}
protocol LoginPresenterInterface: AnyObject {}
