/*
 * The passwords people pick most often, that meet the length rule (8+ characters): drawn from the
 * top of the public breach-corpus lists (NCSC's top 100k, RockYou, yearly "worst passwords"),
 * plus local favourites. Attackers try these first, so they are refused on sign-up and change.
 * Compared lower-cased: "Password1" is as weak as "password1".
 */

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose a less predictable one.';

const LIST = `
123456789 12345678 1234567890 123456789a 12345678a 1234567a a123456789 a1234567 a12345678 123456789q
password password1 password12 password123 password1234 password01 password2 password! password@ password.
passw0rd passw0rd1 p@ssw0rd p@ssword p@ssword1 p@55w0rd pa55word pa55w0rd passwort passpass
pass1234 pass12345 pass123456 mypassword mypassword1 newpassword yourpassword thepassword
qwertyuiop qwertyui qwerty12 qwerty123 qwerty1234 qwerty12345 qwerty123456 qwertyu1 qwer1234 qwe12345
qwe123456 qweasdzxc qweasd123 123qweasd 123qweasdzxc 1qaz2wsx 1qazxsw2 !qaz2wsx zaq12wsx zaq1zaq1
zaq1xsw2 xsw2zaq1 qazwsxedc qazwsx123 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y q1w2e3r4 q1w2e3r4t5
q1w2e3r4t5y6 1234qwer 12qwaszx asdfghjkl asdfghjk asdf1234 asdfasdf asd12345 zxcvbnm1 zxcvbnm123
zxcvbn123 abcd1234 abc12345 abc123456 abcdefgh abcdefg1 abcdef123 a1b2c3d4 1a2b3c4d aa123456
aaaaaaaa 123abc123 123456abc 123456qwerty 1234abcd 11111111 00000000 12121212 22222222
33333333 44444444 55555555 66666666 77777777 88888888 99999999 11223344 12341234 12344321
87654321 987654321 9876543210 123123123 123321123 147258369 147852369 123654789 159753456
159357456 741852963 789456123 963852741 112233445566 123456123 1234512345 0123456789 1122334455
123412345 1234567890a 1357924680 2468013579 12345678910 11112222 10203040 123454321
iloveyou iloveyou1 iloveyou2 iloveu123 loveyou1 lovelove lovely123 ilovegod ilovemom
sunshine sunshine1 princess princess1 football football1 baseball baseball1 basketball
soccer12 hockey12 welcome1 welcome123 welcome! welcome2 superman superman1 batman123
trustno1 whatever whatever1 starwars starwars1 dragon12 dragon123 monkey12 monkey123 michael1
jennifer jessica1 michelle charlie1 charlie123 jordan23 anthony1 shadow12 master12 master123
mustang1 killer12 tigger12 freedom1 internet computer corvette mercedes maverick chelsea1
liverpool liverpool1 arsenal1 manchester manutd99 barcelona realmadrid juventus
butterfly pokemon1 blink182 fuckyou1 fuckoff1 hello123 hellokitty helloworld hello1234
letmein1 letmein123 letmein! admin123 admin1234 admin12345 admin123456 administrator adminadmin
changeme changeme1 changeme123 default1 default123 secret12 secret123 test1234 test12345
test123456 testtest testing1 testing123 guest123 user1234 user12345 qwerty!1 root1234 toor1234
google123 linkedin facebook facebook1 instagram twitter1 youtube1 samsung1 samsung123 iphone12
microsoft windows7 windows10 minecraft fortnite roblox123 playstation playstation4
summer2023 summer2024 summer2025 summer2026 winter2023 winter2024 winter2025 winter2026
spring2024 spring2025 spring2026 autumn2024 autumn2025 january1 december1 monday123
password2023 password2024 password2025 password2026 welcome2024 welcome2025 welcome2026
bangladesh bangladesh1 bangladesh123 dhaka123 dhaka1234 chittagong sylhet123 bismillah
bismillah1 allahuakbar alhamdulillah mashallah subhanallah inshallah pakistan1 india123
alumni123 alumni2024 alumni2025 alumni2026 student1 student123 school123 college123 university
teacher1 12345qwert 12345qwerty qwert12345 asdfg12345 zxcvb12345 1qwerty1 qwerty00
computer1 computer123 football123 baseball123 princess123 sunshine123 iloveyou123 superman123
michael123 jordan123 ashley123 nicole123 daniel123 thomas123 robert123 matthew1 joshua123
jasmine1 jasmine123 anderson elizabeth victoria1 samantha christine alexander alexandra
benjamin1 brandon1 cameron1 chocolate chocolate1 cookie123 pepper123 ginger123 buster123
doctor123 flower123 flowers1 rainbow1 rainbow123 diamond1 diamond123 silver123 golden123
purple123 orange123 banana123 cheese123 chicken1 chicken123 peanut123 pumpkin1 snoopy123
scooter1 spiderman spiderman1 ironman1 captain1 thunder1 lightning dolphin1 tiger123
lion1234 eagle123 falcon12 phoenix1 warrior1 legend12 ninja123 zombie123 vampire1
qwertyqwerty asdfasdfasdf 1q1q1q1q 1a1a1a1a a1a1a1a1 q1q1q1q1 zzzzzzzz xxxxxxxx
11111111111 111111111 1111111111 000000000 0000000000 12345678900 123456789123 999999999
gfhjkm123 nopassword noaccess1 access14 access123 accessdenied backup123 server123
database1 postgres1 mysql123 oracle123 ubuntu123 linux123 debian123 raspberry
`;

const COMMON = new Set(LIST.split(/\s+/).filter(Boolean));

/** True when the password (compared in lower case, surrounding spaces ignored) is on the list. */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.trim().toLowerCase());
}

/** How many passwords the list holds (a figure for the tests and docs). */
export const COMMON_PASSWORD_COUNT = COMMON.size;
