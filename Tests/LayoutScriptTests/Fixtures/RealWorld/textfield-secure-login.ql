// Modelled on Mark Moeykens's SecureField_KeyboardSafeArea.swift (Big Mountain Studio, seen beside
// Woobios97/Nicetomeetyou_SwiftUI's WelcomeView): a logo between spacers, a text field and a secure
// field with the rounded-border style and horizontal padding, a title font on the stack.
// expect-min-frames: 3
import SwiftUI

struct LoginFields: View {
    @State private var userName = ""
    @State private var password = ""

    var body: some View {
        VStack(spacing: 20) {
            Spacer()
            Image("Logo")
            Spacer()
            TextField("user name", text: $userName)
                .textFieldStyle(.roundedBorder)
                .padding(.horizontal)
            SecureField("password", text: $password)
                .textFieldStyle(.roundedBorder)
                .padding(.horizontal)
        }
        .font(.title)
    }
}
