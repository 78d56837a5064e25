class BasePresenter {}
