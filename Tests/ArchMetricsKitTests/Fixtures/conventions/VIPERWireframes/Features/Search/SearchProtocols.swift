protocol SearchViewProtocol: AnyObject {}
