/**
 * Passwords of 8+ characters that top the well-known leaked-password lists (RockYou, the NCSC's
 * 100k list, yearly "worst passwords" lists), written down from memory; shorter ones are refused
 * by the length rule anyway. `commonBaseWords` are refused also with digits or symbols around them
 * ("Summer2024!", "!!password1"). Compared lower-cased.
 */
export const commonPasswords = `
12345678 123456789 1234567890 12345678910 0123456789 01234567 87654321 987654321 9876543210
11111111 111111111 1111111111 22222222 33333333 44444444 55555555 66666666 77777777 88888888
99999999 00000000 000000000 0000000000 12341234 123123123 123321123 12344321 11223344 11112222
12121212 13131313 69696969 123qweasd 123qweasdzxc qweasdzxc qweasd123 qwe123qwe 1q2w3e4r
1q2w3e4r5t 1q2w3e4r5t6y 1qaz2wsx 1qaz2wsx3edc zaq12wsx zaq1zaq1 zaq1xsw2 !qaz2wsx 1qazxsw2
qazwsxedc qazwsx123 q1w2e3r4 q1w2e3r4t5 q1w2e3r4t5y6 a1b2c3d4 a1s2d3f4 1a2b3c4d abcd1234
abc12345 abcde123 abcdefgh abcdefg1 abc123456 abcd12345 a1234567 a12345678 aa123456 aa12345678
asdfghjk asdfghjkl asdf1234 asdfasdf asdfjkl; qwertyui qwertyuiop qwerty12 qwerty123 qwerty1234
qwerty12345 qwertyu1 qwertzui qwertz123 azertyui azerty123 zxcvbnm1 zxcvbnm123 zxcvbnma
zxcvasdf 1234qwer 1234abcd 123abc123 123456aa 123456ab 123456abc 12345abc 12345qwe 12345qwert
12345678a 123456789a 1234567a 123456789q 1234567q 12345678q password passw0rd p@ssw0rd p@ssword
pa55word pa55w0rd passwort password1 password12 password123 password1234 password! password1!
password123! passwords password01 password2 password3 password7 password9 mypassword
thepassword newpassword oldpassword secretpassword adminpassword iloveyou iloveyou1 iloveyou2
iloveyou! iloveu123 iloveyou123 loveyou1 loveyou123 lovelove loveme123 ilovegod iloveme1
sunshine sunshine1 princess princess1 football football1 baseball baseball1 basketball
basketball1 soccer123 hockey123 welcome1 welcome123 welcome! welcome01 welcome2 letmein1
letmein123 letmein! trustno1 trustno12 starwars starwars1 superman superman1 batman123
spiderman spiderman1 pokemon1 pokemon123 naruto123 dragon123 dragonball monkey123 master123
masterkey shadow123 michael1 jennifer jennifer1 jessica1 jordan23 jordan123 michelle matthew1
charlie1 charlie123 anthony1 william1 christian christopher chocolate chocolate1 butterfly
butterfly1 computer computer1 internet internet1 whatever whatever1 elephant fuckyou1 fuckyou123
fuckoff1 asshole1 1qaz2wsx3 changeme changeme1 changeme123 default1 default123 administrator
admin123 admin1234 admin12345 administrator1 root1234 rootroot toor1234 test1234 test12345
testing1 testing123 tester123 guest123 user1234 login123 access14 access123 letmein2 secret123
secret12 mustang1 ferrari1 corvette mercedes porsche911 harley01 yamaha123 qwerty01 abc123abc
babygirl babygirl1 sweetheart sweetie1 angel123 angels123 cookie123 buster123 tigger123
pepper123 ginger123 summer123 summer2019 summer2020 summer2021 summer2022 summer2023 summer2024
summer2025 summer2026 winter2020 winter2021 winter2022 winter2023 winter2024 winter2025 winter2026
spring2024 spring2025 autumn2024 fall2024 january1 february march2024 september october1
november december monday123 friday13 sunday123 freedom1 freedom123 forever1 forever21 liverpool
liverpool1 chelsea1 arsenal1 manchester manutd123 barcelona barcelona1 realmadrid juventus
newyork1 california chicago1 london123 paris123 toronto1 america1 canada123 australia
australia1 nicholas1 alexander alexander1 victoria1 elizabeth elizabeth1 samantha samantha1
stephanie patricia1 danielle1 benjamin1 jonathan1 nathaniel gabriel1 isabella sophia123
midnight1 1234567890q 0987654321 09876543 qwer1234 asdf12345 zxcv1234 mnbvcxz1 poiuytrewq
lkjhgfdsa 147258369 159357456 741852963 963852741 147852369 123654789 321654987 159753456
159753852 147896325 123698745 789456123 456123789 1472583690 7894561230 a123456789 aaaaaaaa
aaaaaaaaa bbbbbbbb zzzzzzzz xxxxxxxx qqqqqqqq abcabcabc asdasdasd qweqweqwe zxczxczxc 1a1a1a1a
a1a1a1a1 !@#$%^&* !@#$%^&*() 1234!@#$ !q@w#e$r !qaz@wsx qwert!@# p@ssw0rd1 p@ssw0rd123
passw0rd1 p4ssw0rd pa$$word pa$$w0rd Pa$$w0rd1 letmein!1 hello123 hello1234 helloworld
hellokitty hellohello goodbye1 goodluck1 blessed1 jesus123 jesuschrist godisgood
trinity1 matrix123 zeppelin blink182 slipknot1 metallica nirvana1 ronaldo7 messi10
cristiano thunder1 lightning qwerty7 qwerty78 qwerty89 1qwerty1 q1q1q1q1 q1w2e3r4t
1234554321 1234512345 123456123456 121212121 696969696 11111111111 0000000000000 12qwaszx
123qwe123 qwe12345 qweasd12 qazxsw21 xsw21qaz 2wsx3edc 3edc4rfv 4rfv5tgb 1qaz1qaz
2wsxzaq1 zaq!2wsx 1q1q1q1q 1w2w3w4w rfvtgbyhn asdqwe123 asd12345 asdasd123 qwaszx12
daniel123 david123 robert123 thomas123 joseph123 andrew123 joshua123 justin123 brandon1
tyler123 hannah123 ashley123 amanda123 nicole123 melissa1 heather1 rachel123 rebecca1
jasmine1 diamond1 rainbow1 flower123 purple123 orange123 yellow123 silver123 golden123
monster1 warrior1 killer123 hunter123 ranger123 soldier1 phoenix1 falcon123 eagle123
tiger123 lion1234 panther1 dolphin1 penguin1 rabbit123 kitten123 puppy123 doggie123
snoopy123 scooby123 mickey123 minnie123 winnie123 garfield teddybear bubbles1 sparkle1
cheese123 pizza123 banana123 apple123 cherry123 coffee123 chicken1 chicken123 hamburger
bigdaddy bigboss1 boss1234 player123 gamer123 gaming123 minecraft minecraft1 fortnite
fortnite1 roblox123 xbox360 playstation playstation1 nintendo1 zelda123 mario123
matchbazaar matchbazaar1 matchbazaar123 marketplace marketplace1
`;

export const commonBaseWords = `
password passwort passw0rd p@ssw0rd pa55word qwerty qwertz azerty asdfgh zxcvbn qwertyuiop
iloveyou welcome letmein trustno monkey dragon football baseball basketball soccer hockey
sunshine princess master shadow superman batman starwars pokemon admin administrator root
login guest test user default changeme secret summer winter spring autumn january february
march april june july august september october november december monday friday sunday
freedom whatever computer internet michael jennifer jessica charlie jordan hello goodbye
abc abcd abcdef matchbazaar marketplace
love lover loveme lovely angel angels baby babygirl babyboy sweet sweetie honey sugar
cookie cookies candy cherry apple banana orange lemon mango peach pepper ginger cinnamon
flower flowers rose daisy lily tulip sunflower rainbow butterfly unicorn fairy princesa
dragon dragons tiger tigers lion lions eagle eagles falcon hawk wolf wolves bear bears
panther panthers jaguar cobra viper shark sharks dolphin whale monkey donkey horse pony
puppy doggy doggie kitty kitten kitty cat cats dog dogs bunny rabbit turtle penguin
pokemon pikachu naruto sasuke goku vegeta batman superman spiderman ironman hulk thor
loki joker harley marvel starwars yoda vader jedi hobbit gandalf frodo potter hogwarts
harrypotter minecraft fortnite roblox zelda mario luigi sonic xbox playstation nintendo
gamer gaming player hunter killer sniper warrior soldier ninja samurai knight legend
master mister doctor captain chief boss king queen prince princess lady lord god
jesus christ angel heaven blessed faith grace hope trinity church bible
football soccer baseball basketball hockey tennis golf boxing racing rugby cricket
yankees redsox lakers celtics bulls cowboys steelers packers patriots eagles giants
chelsea arsenal liverpool manchester united barcelona madrid juventus milan bayern
ferrari porsche mustang corvette camaro harley yamaha honda toyota nissan bmw mercedes
london paris berlin madrid rome tokyo newyork chicago boston dallas texas florida
california america canada mexico brazil india china russia africa australia
michael jessica jennifer ashley amanda sarah nicole daniel david robert james john
joseph thomas charles christopher matthew anthony andrew joshua brandon justin ryan
kevin jason eric brian steven william richard mark paul george edward peter jordan
taylor tyler austin alex alexander nicholas jonathan benjamin samuel christian
elizabeth michelle melissa stephanie rebecca rachel heather lauren megan hannah emily
emma olivia sophia isabella ava mia abigail madison chloe samantha natalie victoria
maria anna laura julia sofia lucas gabriel mateo diego carlos jose juan luis pedro
rahul priya amit neha rohit pooja vikram anjali sanjay deepak
sunshine moonlight starlight midnight shadow ghost phantom silver golden diamond
crystal pearl ruby emerald sapphire purple yellow green blue black white red pink
freedom liberty justice peace happy happiness smile friend friends family forever
summer winter spring autumn fall holiday christmas easter halloween birthday
monday tuesday wednesday thursday friday saturday sunday weekend
computer internet google facebook instagram twitter youtube netflix amazon apple
samsung iphone android windows linux hacker matrix access system security
qwerty asdf zxcv asdfgh asdfghjkl zxcvbnm qazwsx qweasd
hello hi welcome goodbye thankyou please sorry whatever nothing secret private
`;
