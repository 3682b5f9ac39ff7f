// Modelled on Bongkot-Kladklaen/Programming_tutorial_code, App_ios/SwitftUIDemo1/SwitftUIDemo1/textField.swift:
// @State user name and password strings bound to a TextField and a SecureField, both with the
// rounded-border style and horizontal padding, in a VStack with a Spacer (the logo and the title
// font on the stack are ours).
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
