// Modelled on Woobios97/Nicetomeetyou_SwiftUI, FocusStateExmaple/FocusStateExmaple/WelcomeView.swift:
// a nested `enum Field: Hashable`, @FocusState of an optional of it, a TextField and a SecureField
// `.focused(_:equals:)`, a sign-in button whose action branches, `.onAppear` setting the focus.
// expect-min-frames: 3
import SwiftUI

struct SignInView: View {
    enum Field: Hashable {
        case email
        case password
    }

    @State private var email = ""
    @State private var password = ""
    @FocusState private var focus: Field?

    var body: some View {
        VStack(spacing: 16) {
            TextField("Email", text: $email)
                .focused($focus, equals: .email)
                .textInputAutocapitalization(.never)
            SecureField("Password", text: $password)
                .focused($focus, equals: .password)
            Button("Sign In") {
                if email.isEmpty {
                    focus = .email
                } else if password.isEmpty {
                    focus = .password
                } else {
                    print("signing in")
                }
            }
            .buttonStyle(.borderedProminent)
        }
        .padding()
        .onAppear {
            focus = .email
        }
    }
}

#Preview {
    SignInView()
}
