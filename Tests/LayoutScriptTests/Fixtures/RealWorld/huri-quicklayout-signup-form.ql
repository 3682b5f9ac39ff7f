// Modelled on a sign-up view of an app built with SwiftEntryKit and huri000's QuickLayout (the
// kind found by searching `import QuickLayout` with `layoutToSuperview`, e.g. a SignupView1.swift
// of a college app): lazy views made in closures, set up by one method each in an init that
// frames the view with UIScreen.main.bounds, layoutToSuperview(axis:offset:), [views].set(_:of:),
// [views].spread(_:offset:), fillSuperview(withSizeRatio:) and a .must priority.
// expect-min-frames: 6
import UIKit
import QuickLayout
import SwiftEntryKit

class SignupFormView: UIView {

    lazy var headlineLabel: UILabel = {
        let label = UILabel()
        label.text = "Create account"
        label.font = UIFont.systemFont(ofSize: 28.0, weight: .bold)
        return label
    }()

    lazy var emailField: UITextField = {
        let field = UITextField()
        field.placeholder = "Email"
        field.font = UIFont.systemFont(ofSize: 16.0, weight: .medium)
        field.layer.cornerRadius = 6
        return field
    }()

    lazy var passwordField: UITextField = {
        let field = UITextField()
        field.placeholder = "Password"
        field.isSecureTextEntry = true
        return field
    }()

    lazy var joinButton: UIButton = {
        let button = UIButton()
        button.setTitle("Join", for: .normal)
        button.layer.cornerRadius = 10
        button.addTarget(self, action: #selector(joinTapped), for: .touchUpInside)
        return button
    }()

    let backdrop = UIView()

    public init() {
        super.init(frame: UIScreen.main.bounds)
        setupBackdrop()
        setupHeadline()
        setupFields()
        setupJoinButton()
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func setupBackdrop() {
        addSubview(backdrop)
        backdrop.fillSuperview(withSizeRatio: 0.5)
    }

    func setupHeadline() {
        addSubview(headlineLabel)
        headlineLabel.layoutToSuperview(.top, offset: 60)
        headlineLabel.layoutToSuperview(.centerX)
    }

    func setupFields() {
        let fields = [emailField, passwordField]
        fields.forEach { addSubview($0) }
        fields.set(.height, of: 40)
        fields.layoutToSuperview(axis: .horizontally, offset: 20)
        emailField.layout(.top, to: .bottom, of: headlineLabel, offset: 24)
        fields.spread(.vertically, offset: 12)
    }

    func setupJoinButton() {
        addSubview(joinButton)
        joinButton.layout(.top, to: .bottom, of: passwordField, offset: 20)
        joinButton.layout(.left, .right, to: passwordField)
        joinButton.set(.height, of: 48, priority: .must)
    }

    @objc func joinTapped() {
        SwiftEntryKit.dismiss()
    }
}
