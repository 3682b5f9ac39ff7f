// The Code Samples page: a login screen.
canvas(width: 375, height: 667)
import QuickLayout

@QuickLayout
class LoginView: UIView {

  var keyboardShown: Bool = false {
    didSet {
      createAccountButton.isHidden = keyboardShown
      setNeedsLayout()
    }
  }

  let appIconView = UIImageView(width: 80, height: 80)
  let usernameField = UITextField()
  let passwordField = UITextField()
  let logInButton = UIButton(title: "Log in")
  let forgotPasswordButton = UIButton(title: "Forgot password?")
  let createAccountButton = UIButton(title: "Create new account")

  var body: Layout {
    VStack {
      Spacer()
      appIconView
      Spacer()
      Spacer(8)
      usernameField
      Spacer(8)
      passwordField
      Spacer(8)
      logInButton
      Spacer(8)
      forgotPasswordButton
      Spacer(minLength: 8)
      if !createAccountButton.isHidden {
        createAccountButton
      }
    }
    .padding(.horizontal, 16)
  }
}
